export const specialsSectionProjection = /* groq */ `{ heading, intro, buttonAction, specials[]-> { _id, title, discount, description, features, ctaLabel, popular, startsAt, endsAt } }`
export const specialsSectionReferences = ['special'] as const
