import { readCardCode } from './card-qr';

/*
 * The camera side of the card sign-in (decision 066), imported by the form only when the child asks for the camera,
 * so jsQR is in its own chunk and no other page (nor this one, until then) downloads it.
 */

/** The widest frame examined: enough for a card held up to a tablet, and a small picture keeps each look quick. */
const FRAME_WIDTH_MAX = 640;
/** How often a frame is looked at: often enough to feel instant, rarely enough to leave the tablet's CPU alone. */
const LOOK_EVERY_MS = 150;

export type CameraProblem = 'unsupported' | 'denied' | 'unavailable';

/**
 * Shows the camera in `video` and looks for a card in its frames; calls `onCode` once with the first card's code and
 * stops. Returns how to stop early (the page is left, the child types the code instead). Throws a CameraProblem.
 */
export async function scanForCard(video: HTMLVideoElement, onCode: (code: string) => void): Promise<() => void> {
  if (!navigator.mediaDevices?.getUserMedia) throw 'unsupported' satisfies CameraProblem;
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' }, audio: false });
  } catch (error) {
    throw (error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError') ? 'denied' : 'unavailable') satisfies CameraProblem;
  }
  video.srcObject = stream;
  video.muted = true;
  video.playsInline = true;
  await video.play().catch(() => undefined);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
  const timer = setInterval(() => {
    if (stopped || !context || video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) return;
    const scale = Math.min(1, FRAME_WIDTH_MAX / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    const code = readCardCode(frame.data, frame.width, frame.height);
    if (code === null) return;
    stop();
    onCode(code);
  }, LOOK_EVERY_MS);
  return stop;
}
