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

/** A review as a card shows it: the words, and whether it is a sample or where and when it was written. */
export const testimonialFragment = /* groq */ `_id, name, location, text, rating, sample, source, date`

export const heroFragment = /* groq */ `
  eyebrow, heading, text, showPhone,
  image { ${imageFragment} },
  buttons[] { ${ctaFragment} },
  form { formId, heading, text, buttonLabel }
`

export const seoFragment = /* groq */ `seo { title, description, noIndex, image { ${imageFragment} } }`

/** What a blog card shows. */
export const postCardFragment = /* groq */ `
  _id, title, "slug": slug.current, date, excerpt,
  "category": category-> { title, "slug": slug.current },
  image { ${imageFragment} }
`

/** An article's text, with each fact box's facts read from the one document staff edit (factSheet). */
export const articleBodyFragment = /* groq */ `
  ...,
  _type == "factBox" => {
    "fact": fact-> { _id, title, intro, columns { label, value }, rows[] { _key, label, value }, notes, sources[] { _key, name, href }, checkedOn }
  }
`
