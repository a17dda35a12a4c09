export const optOutSectionProjection = /* groq */ `{
  heading, intro, emailLabel, phoneLabel, channelsLabel, textsLabel, emailsLabel, bothLabel, buttonLabel, successMessage
}`
export const optOutSectionReferences = [] as const
