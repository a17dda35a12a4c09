// Pieces of sections other parts of the site draw too (the 404 page's cards, the article's and the
// town pages' blocks). Kept apart from renderers.tsx: a page that imports this file takes only these
// pieces' CSS, not every section's (each route inlines the CSS its imports reach).
export { FeatureCard } from './feature-grid/feature-card'
export { SharedBlock } from './shared-block-section/shared-block'
export { TestimonialCard } from './testimonials-section/testimonial-card'
export { default as featureGridStyles } from './feature-grid/feature-grid.module.css'
export { default as ctaBannerStyles } from './cta-banner/cta-banner.module.css'
