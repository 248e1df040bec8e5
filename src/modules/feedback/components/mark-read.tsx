'use client';

import { useEffect, useRef } from 'react';
import { IDLE } from '@/lib/form-state';
import { markFeedbackReadAction } from '../actions';

/**
 * Tells the server the reader saw the thread up to its newest shown message (`upTo`), once, after it is shown (a GET
 * never writes; decision 035). The page keeps its "new" marks until the next visit.
 */
export function MarkRead({ tutorId, childId, upTo }: { tutorId: string; childId: string; upTo: number }) {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const data = new FormData();
    data.set('tutorId', tutorId);
    data.set('childId', childId);
    data.set('upTo', String(upTo));
    void markFeedbackReadAction(IDLE, data);
  }, [tutorId, childId, upTo]);
  return null;
}
