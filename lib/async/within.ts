// Waiting for work with a deadline: what a server render loads ahead of the browser must not
// hold the page back when an upstream is slow; what has not finished by then is left to the
// browser (the work itself goes on and its result is simply not used).

/** Resolves true when `work` settled within `ms`, false when the deadline came first. */
export function settledWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = work.then(
    () => true,
    () => true,
  );
  return Promise.race([settled, deadline]).finally(() => clearTimeout(timer));
}
