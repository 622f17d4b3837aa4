import { mailedCode } from './d1';

/**
 * The newest 6-digit code mailed to `email`, read from the api's local outbox in this run's D1
 * (the api writes mail there locally; issue 3).
 */
export async function latestResetCode(email: string, attempts = 5): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await readResetCode(email);
    } catch (error) {
      // The api may still be writing the mail (it is sent after the answer).
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

async function readResetCode(email: string): Promise<string> {
  const code = await mailedCode(email);
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}
