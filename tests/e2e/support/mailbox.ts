import { expect, type Page } from '@playwright/test';

/**
 * The link of the last e-mail the mock backend sent to `email` in this browser's session, read from
 * its outbox (`GET /__mock/outbox`) as the customer would open their mail. The page's request
 * context shares the browser's cookies, so it reads the same session's outbox.
 */
export async function lastLinkSentTo(page: Page, email: string): Promise<string> {
  const answer = await page.request.get('/__mock/outbox');
  expect(answer.status()).toBe(200);
  const sent = ((await answer.json()) as Array<{ to: string; link: string }>).findLast(
    (mail) => mail.to.toLowerCase() === email.toLowerCase(),
  );
  if (!sent) throw new Error(`No e-mail was sent to ${email} in this session.`);
  return sent.link;
}

/** Asks for a password-reset e-mail through the API (as the forgotten-password form does) and answers its link. */
export async function askForResetLink(page: Page, email: string): Promise<string> {
  const asked = await page.request.post('/api/v1/members/forgotpassword', {
    data: { email, recaptcha: 'e2e-bot-check' },
  });
  expect(asked.status()).toBe(200);
  return lastLinkSentTo(page, email);
}
