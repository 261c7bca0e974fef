/** Query keys of the welcome carousel. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
};
