// GROQ fragments shared by several queries. Each lives here once; queries interpolate them.

/** An image with what the page needs to lay it out before it loads: size, placeholder, crop. */
export const imageFragment = /* groq */ `
  _type,
  alt,
  hotspot,
  crop,
  asset->{ _id, url, metadata { lqip, isOpaque, dimensions { width, height } } }
`

export const ctaFragment = /* groq */ `_key, label, action, href`

export const linkFragment = /* groq */ `_key, label, href`

export const featureItemFragment = /* groq */ `_key, icon, title, text, href, image { ${imageFragment} }`

export const planFragment = /* groq */ `
  _id, key, name, price, description, features, boostersIncluded, includedAddOns, boostersNote, savings, popular
`

export const faqFragment = /* groq */ `_id, question, answer`

export const testimonialFragment = /* groq */ `_id, name, location, text, rating`

export const heroFragment = /* groq */ `
  eyebrow, heading, text, showPhone,
  image { ${imageFragment} },
  buttons[] { ${ctaFragment} },
  form { formId, heading, text, buttonLabel }
`

/** Every section type with its references and images expanded. */
export const sectionsFragment = /* groq */ `
  _key,
  _type,
  _type == "featureGrid" => { heading, intro, columns, tone, items[] { ${featureItemFragment} } },
  _type == "richText" => { heading, body },
  _type == "listSection" => { heading, intro, items, style, image { ${imageFragment} } },
  _type == "steps" => { heading, intro, items[] { _key, title, text } },
  _type == "planCards" => { heading, intro, variant, buttonLabel, notes, plans[]-> { ${planFragment} } },
  _type == "faqSection" => { heading, intro, faqs[]-> { ${faqFragment} } },
  _type == "problemSolution" => { heading, problem, solution, image { ${imageFragment} } },
  _type == "pestGrid" => { heading, intro, items[] { ${featureItemFragment} }, extras, extrasNote },
  _type == "ctaBanner" => { heading, text, showPhone, tone, badge, button { ${ctaFragment} } },
  _type == "testimonialsSection" => { heading, intro, testimonials[]-> { ${testimonialFragment} } },
  _type == "serviceAreaGrid" => { heading, intro, locations[]-> { _id, name, "slug": slug.current, population } },
  _type == "savingsComparison" => { heading, intro, note, separateItems[] { _key, label, "monthlyPrice": coalesce(plan->price, monthlyPrice) }, bundle-> { ${planFragment} } },
  _type == "specialsSection" => { heading, intro, buttonAction, specials[]-> { _id, title, discount, description, features, ctaLabel, popular, startsAt, endsAt } },
  _type == "statsSection" => { heading, intro, stats[]-> { _id, value, label, description } },
  _type == "milestonesSection" => { heading, intro, milestones[]-> { _id, year, title, description } },
  _type == "transformationsSection" => {
    heading, intro,
    transformations[]-> { _id, title, location, service, description, results, beforeImage { ${imageFragment} }, afterImage { ${imageFragment} } }
  },
  _type == "contactInfo" => { heading, intro, variant, showHours, showAddress },
  _type == "quickLinks" => { heading, intro, links[] { ${linkFragment} } },
  _type == "leadFormSection" => { heading, intro, points, form { formId, heading, text, buttonLabel } },
  _type == "mediaText" => { eyebrow, heading, body, imageSide, image { ${imageFragment} } },
  _type == "quizSection" => { heading, intro },
  _type == "estimatorSection" => { heading, intro, buttonLabel },
  _type == "sharedBlockSection" => { heading, intro },
  _type == "boosterList" => { heading, intro },
  _type == "postGrid" => { heading, intro },
  _type == "newsletterSection" => { heading, intro, buttonLabel, successMessage },
  _type == "zipCheckSection" => { heading, intro },
  _type == "optOutSection" => {
    heading, intro, emailLabel, phoneLabel, channelsLabel, textsLabel, emailsLabel, bothLabel, buttonLabel, successMessage
  }
`

export const seoFragment = /* groq */ `seo { title, description, noIndex, image { ${imageFragment} } }`

/** What a blog card shows. */
export const postCardFragment = /* groq */ `
  _id, title, "slug": slug.current, date, excerpt,
  "category": category-> { title, "slug": slug.current },
  image { ${imageFragment} }
`
