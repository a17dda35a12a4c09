// Pieces of sections other parts of the site draw too (the 404 page's cards, the article's and the
// town pages' blocks). Kept apart from renderers.tsx, which reaches every section's code. A piece's
// sheet is rendered by what draws it (FeatureCard's and TestimonialCard's by their page, once).
export { FeatureCard } from './feature-grid/feature-card'
export { SharedBlock } from './shared-block-section/shared-block'
export { TestimonialCard } from './testimonials-section/testimonial-card'
export { default as featureGridStyles, sheet as featureGridSheet } from './feature-grid/feature-grid.pcss'
export { default as ctaBannerStyles, sheet as ctaBannerSheet } from './cta-banner/cta-banner.pcss'
export { sheet as testimonialsSheet } from './testimonials-section/testimonials.pcss'
