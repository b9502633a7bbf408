/** PLACEHOLDER (being replaced by the session work): signs the member out. */
export function SignOutButton() {
  return null;
}
