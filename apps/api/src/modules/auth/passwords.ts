import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id (m=19 MiB, t=2, p=1), the OWASP baseline.
/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** True when `password` matches the stored hash; false (never a throw) for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no account, so the answer time does not tell
 * whether an e-mail, CPF or CNPJ is registered. Always false.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hash('senha-que-nao-pertence-a-ninguem');
  await verifyPassword(await dummyHash, password);
  return false;
}
