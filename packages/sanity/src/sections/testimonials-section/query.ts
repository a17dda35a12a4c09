import { testimonialFragment } from '../../fragments.ts'

// A real review is shown only with the customer's permission; a sample is shown with its label.
// "ownReviews": the newest real reviews of the page the section is on, when the section asks for them
// (a review names its service page); `^` is the section, `^.^` the page.
export const testimonialsSectionProjection = /* groq */ `{
  heading, intro,
  "testimonials": testimonials[@->sample == true || @->permission == true]-> { ${testimonialFragment} },
  "ownReviews": *[_type == "testimonial" && ^.ownReviews == true && service._ref == ^.^._id && sample != true && permission == true]
    | order(date desc) [0...6] { ${testimonialFragment} }
}`
export const testimonialsSectionReferences = ['testimonial'] as const
