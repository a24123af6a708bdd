/**
 * The rush's deadline. Each request has its own AbortController, aborted when the doors close
 * (one shared signal would collect an abort listener per request that undici drops only on GC).
 */
export function openDoors() {
  const open = new Set<AbortController>();
  const doors = {
    closed: false,
    closedAt: Infinity,
    /** Runs a request that the closing of the doors aborts. */
    async track<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
      const controller = new AbortController();
      open.add(controller);
      try {
        return await run(controller.signal);
      } finally {
        open.delete(controller);
      }
    },
    close() {
      doors.closed = true;
      doors.closedAt = performance.now();
      for (const controller of open) controller.abort();
    },
  };
  return doors;
}

export type Doors = ReturnType<typeof openDoors>;
