import type { AppConfig } from '../config';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** Turns plain paragraphs (blank-line separated) into escaped HTML paragraphs with line breaks kept. */
export function paragraphsToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Who a mail is from: the brand, the site and where to write. */
export interface MailBrand {
  brandName: string;
  publicUrl: string;
  supportEmail: string;
}

export function brandOf(config: AppConfig): MailBrand {
  return { brandName: config.brandName, publicUrl: config.publicUrl, supportEmail: config.supportEmail };
}

/** "Hej Anna!" with the first name, or "Hej!" without one. */
export function greeting(name: string): string {
  const first = name.trim().split(/\s+/)[0];
  return first ? `Hej ${first}!` : 'Hej!';
}

export interface LayoutOptions {
  brandName: string;
  heading: string;
  /** Already escaped HTML. */
  bodyHtml: string;
  footer: string;
}

/** A simple, table-free HTML mail that reads well in every client and in dark mode. */
export function renderMailLayout(options: LayoutOptions): string {
  return `<!doctype html>
<html lang="sv">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(options.heading)}</title></head>
<body style="margin:0;padding:24px;background:#f6f7f5;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#1f2937;line-height:1.55">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:28px">
<div style="font-weight:700;color:#0f766e;font-size:18px;margin-bottom:16px">${escapeHtml(options.brandName)}</div>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(options.heading)}</h1>
${options.bodyHtml}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0 12px">
<p style="font-size:13px;color:#6b7280;margin:0">${escapeHtml(options.footer)}</p>
</div>
</body>
</html>`;
}
