import { vi } from 'vitest';

/**
 * Catches the app's downloads (an object URL clicked on a hidden link) and returns the file names
 * saved, in order. Call it in beforeEach; vi.restoreAllMocks() undoes it.
 */
export function captureDownloads(): string[] {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}
