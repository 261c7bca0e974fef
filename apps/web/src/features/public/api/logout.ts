import { authStore } from '@/lib/auth-store';

/**
 * POST Logout: ends this session on the server (its refresh token and access token stop working at
 * once), then forgets it here. Best effort: offline, the session is still forgotten locally and
 * the refresh token dies at its expiry. No refresh-and-retry: an expired access token is accepted.
 */
export async function logout(): Promise<void> {
  const auth = authStore.get();
  authStore.set(null);
  if (!auth) return;
  try {
    await fetch('/api/Logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.token}` },
      body: JSON.stringify({ refresh_token: auth.refreshToken }),
      // Leaving the page must not cancel it.
      keepalive: true,
    });
  } catch {
    // Offline: nothing more to do.
  }
}
