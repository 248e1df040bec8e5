'use client';

import { useEffect, useRef } from 'react';
import { IDLE } from '@/lib/form-state';
import { markFeedbackReadAction } from '../actions';

/**
 * Tells the server the reader saw the thread, once, after it is shown (a GET never writes; decision 035). The page
 * keeps its "new" marks until the next visit.
 */
export function MarkRead({ tutorId, childId }: { tutorId: string; childId: string }) {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const data = new FormData();
    data.set('tutorId', tutorId);
    data.set('childId', childId);
    void markFeedbackReadAction(IDLE, data);
  }, [tutorId, childId]);
  return null;
}
