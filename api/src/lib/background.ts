import type { FastifyBaseLogger, FastifyReply } from 'fastify';

/**
 * Work a route leaves for after its answer, so the answer neither waits for it nor shows by
 * its timing what was done (a reset mail for an account, none for an unknown email). A task
 * that fails is logged; shutdown and tests wait until every task started so far has finished.
 */
export function createBackground(log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();

  function track(what: string, started: Promise<void>, task: () => Promise<unknown>): void {
    const done = started
      .then(task)
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, `${what} failed`),
      )
      .finally(() => pending.delete(done));
    pending.add(done);
  }

  return {
    /** Starts `task` now, in the background. */
    run(what: string, task: () => Promise<unknown>): void {
      track(what, Promise.resolve(), task);
    },
    /** Starts `task` once `reply` has been sent (or the client has gone). */
    afterReply(reply: FastifyReply, what: string, task: () => Promise<unknown>): void {
      // A turn of the event loop after the answer is out, so its sending is done and the
      // task's first query does not run in its place.
      const sent = new Promise<void>((resolve) => {
        const later = () => setImmediate(resolve);
        if (reply.raw.writableFinished || reply.raw.destroyed) return later();
        reply.raw.once('finish', later).once('close', later);
      });
      track(what, sent, task);
    },
    /** Resolves when no task is under way, those started by finishing tasks included. */
    async idle(): Promise<void> {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}

export type Background = ReturnType<typeof createBackground>;
