import { useEffect, useLayoutEffect, useState } from 'react';
import { on, type EventMap } from '@shop/contracts';
import { afterNextPaint } from '@shop/ui';

type ToastRequest = EventMap['ui:toast-requested'];
type Notistack = typeof import('notistack');

/** Spec section 9: toasts close after 5 s unless the request says otherwise. */
const DEFAULT_TOAST_MS = 5000;

function loadNotistack(): Promise<Notistack> {
  return import('notistack');
}

interface QueueProps {
  notistack: Notistack;
  queue: ToastRequest[];
  onShown: (count: number) => void;
}

/** Hands the waiting requests to notistack, in order, once it is there. */
function ToastQueue({ notistack, queue, onShown }: QueueProps) {
  const { enqueueSnackbar } = notistack.useSnackbar();
  useEffect(() => {
    if (queue.length === 0) return;
    for (const { message, variant, autoHideMs } of queue)
      enqueueSnackbar(message, { variant, autoHideDuration: autoHideMs ?? DEFAULT_TOAST_MS });
    onShown(queue.length);
  }, [enqueueSnackbar, onShown, queue]);
  return null;
}

/** What a shopper does to a button: with the keyboard or the pointer. */
const PRESSES = ['pointerdown', 'keydown'] as const;

/**
 * Fetches the toast library ahead, once, after the frame of the shopper's first press of a
 * button: a toast answers a button (added to the cart, saved, signed out), and a library fetched
 * only with the toast's request reached a phone's screen well after the answer it tells of.
 */
function useLibraryAhead() {
  useEffect(() => {
    const ahead = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest('button')) return;
      stop();
      void afterNextPaint()
        .then(loadNotistack)
        .catch(() => undefined);
    };
    const stop = () => PRESSES.forEach((type) => document.removeEventListener(type, ahead, true));
    PRESSES.forEach((type) => document.addEventListener(type, ahead, true));
    return stop;
  }, []);
}

/**
 * The one toast area of the shop (bottom-left), for every `ui:toast-requested` of any app.
 * Most visits show no toast, so the toast library loads with the first press of a button or the
 * first request, whichever comes first, rather than with the page; requests made meanwhile wait
 * in order.
 */
export function Toaster() {
  const [notistack, setNotistack] = useState<Notistack | null>(null);
  const [queue, setQueue] = useState<ToastRequest[]>([]);
  useLibraryAhead();

  // Listening from the commit that mounts the toaster, before any effect of that commit runs:
  // the shell's own effects (among them the replay of a tap made on the first paint, such as
  // Logout) come before the toaster's, and a request made there would otherwise be lost.
  useLayoutEffect(
    () =>
      on('ui:toast-requested', (request) => {
        setQueue((waiting) => [...waiting, request]);
        loadNotistack().then(
          (library) => setNotistack(() => library),
          // Offline or mid-deploy: the requests stay queued and the next toast asks again.
          () => undefined,
        );
      }),
    [],
  );

  if (!notistack) return null;
  return (
    <notistack.SnackbarProvider
      maxSnack={4}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      autoHideDuration={DEFAULT_TOAST_MS}
    >
      <ToastQueue
        notistack={notistack}
        queue={queue}
        onShown={(count) => setQueue((waiting) => waiting.slice(count))}
      />
    </notistack.SnackbarProvider>
  );
}
