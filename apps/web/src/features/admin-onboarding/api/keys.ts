/** Query keys of the admin onboarding screen. */
export const adminOnboardingKeys = {
  all: ['admin', 'onboarding'] as const,
};
