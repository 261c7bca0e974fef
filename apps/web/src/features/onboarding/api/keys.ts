/** Query keys of the welcome carousel (shared with the admin screen that edits the slides). */
export { onboardingKeys } from '@/lib/query-keys';
