import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { PublicUser } from '../../../shared/contracts/user';
import { saveProgress } from './api';
import { writeGuestProgress, writeUserProgress, type LocalProgress } from './assessment-storage';

export type SaveState = 'idle' | 'saving' | 'saved' | 'offline';

/**
 * Saves on every change: at once on this device, and for a signed-in user to the server a
 * moment later (coalescing quick changes). A failed server save keeps the local copy and says so.
 */
export function useProgressSaver(user: PublicUser | null, progress: LocalProgress | null): SaveState {
  const [state, setState] = useState<SaveState>('idle');
  const latest = useRef(progress);
  const queryClient = useQueryClient();

  useEffect(() => {
    latest.current = progress;
    if (!progress) return;
    if (!user) {
      writeGuestProgress(progress);
      return;
    }
    writeUserProgress(user.email, progress);
    const timer = setTimeout(() => {
      const current = latest.current;
      if (!current) return;
      const { email: _email, ...body } = current;
      setState('saving');
      saveProgress(queryClient, user.id, body)
        .then(() => setState('saved'))
        .catch(() => setState('offline'));
    }, 600);
    return () => clearTimeout(timer);
  }, [user, progress, queryClient]);

  return user ? state : progress ? 'saved' : 'idle';
}
