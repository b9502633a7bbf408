/** Leaves this site for another address in the same tab (its own module so tests can watch it). */
export function leaveSite(href: string): void {
  window.location.assign(href);
}
