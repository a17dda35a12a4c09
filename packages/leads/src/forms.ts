// Every lead form of the site and the metadata it sends with each submission.
// The ids given for the forms are kept verbatim; the other forms' ids follow the same
// "<where>-<what>-form" pattern. `resetSeconds` is how long the Thank You! state stays.

export type FormFields = 'full' | 'stats' | 'quiz' | 'newsletter'

export type FormDefinition = {
  formType: string
  page: string
  pageName: string
  fields: FormFields
  resetSeconds: number
}

export const FORMS = {
  'home-page-form': { formType: 'home_page_form', page: 'home', pageName: 'Home Page', fields: 'full', resetSeconds: 5 },
  'lawn-programs-service-form': {
    formType: 'lawn_programs_service_form',
    page: 'lawn-programs',
    pageName: 'Lawn Programs',
    fields: 'full',
    resetSeconds: 5,
  },
  'tree-shrub-service-form': {
    formType: 'tree_shrub_service_form',
    page: 'tree-shrub',
    pageName: 'Tree & Shrub Care',
    fields: 'full',
    resetSeconds: 5,
  },
  'aeration-service-form': {
    formType: 'aeration_service_form',
    page: 'aeration',
    pageName: 'Lawn Aeration',
    fields: 'full',
    resetSeconds: 5,
  },
  'ant-control-service-form': {
    formType: 'ant_control_service_form',
    page: 'ant-control-service',
    pageName: 'Ant Control Service',
    fields: 'full',
    resetSeconds: 5,
  },
  'pest-control-service-form': {
    formType: 'pest_control_service_form',
    page: 'pest-control',
    pageName: 'Pest Control',
    fields: 'full',
    resetSeconds: 5,
  },
  'about-page-form': { formType: 'about_page_form', page: 'about', pageName: 'About Page', fields: 'full', resetSeconds: 5 },
  'contact-page-form': { formType: 'contact_page_form', page: 'contact', pageName: 'Contact Page', fields: 'full', resetSeconds: 6 },
  'ant-control-form': { formType: 'ant_control_form', page: 'ant-control', pageName: 'Ant Control', fields: 'full', resetSeconds: 5 },
  'spider-control-form': {
    formType: 'spider_control_form',
    page: 'spider-control',
    pageName: 'Spider Control',
    fields: 'full',
    resetSeconds: 5,
  },
  'roach-control-form': {
    formType: 'roach_control_form',
    page: 'roach-control',
    pageName: 'Roach Control',
    fields: 'full',
    resetSeconds: 5,
  },
  'wasp-control-form': { formType: 'wasp_control_form', page: 'wasp-control', pageName: 'Wasp Control', fields: 'full', resetSeconds: 5 },
  'mosquito-control-form': {
    formType: 'mosquito_control_form',
    page: 'mosquito-control',
    pageName: 'Mosquito Control',
    fields: 'full',
    resetSeconds: 5,
  },
  'stats-page-form': { formType: 'stats_page_form', page: 'stats', pageName: 'Stats Page', fields: 'stats', resetSeconds: 5 },
  'service-quiz': { formType: 'quiz_completion', page: 'quiz', pageName: 'Lawn Quiz', fields: 'quiz', resetSeconds: 3 },
  'header-contact-modal-form': {
    formType: 'header_contact_modal_form',
    page: 'header',
    pageName: 'Header Contact Modal',
    fields: 'full',
    resetSeconds: 3,
  },
  'pricing-estimate-modal-form': {
    formType: 'pricing_estimate_modal_form',
    page: 'pricing',
    pageName: 'Pricing Page',
    fields: 'full',
    resetSeconds: 3,
  },
  'specials-offer-modal-form': {
    formType: 'specials_offer_modal_form',
    page: 'specials',
    pageName: 'Specials Page',
    fields: 'full',
    resetSeconds: 3,
  },
  'location-estimate-modal-form': {
    formType: 'location_estimate_modal_form',
    page: 'location',
    pageName: 'Location Page',
    fields: 'full',
    resetSeconds: 3,
  },
  'blog-newsletter-form': { formType: 'blog_newsletter_form', page: 'blog', pageName: 'Blog', fields: 'newsletter', resetSeconds: 5 },
} as const satisfies Record<string, FormDefinition>

/** The town modal's page name on /locations/<unknown town>, which shows Jacksonville's page (docs/decisions.md, "Unknown towns"). */
export const GENERIC_LOCATION_PAGE_NAME = 'Generic Location Page'

export type FormId = keyof typeof FORMS
export const FORM_IDS = Object.keys(FORMS) as FormId[]

/** A form's entry in FORMS with its id: what the server hands a form, so the browser never loads the table. */
export type FormEntry = FormDefinition & { id: FormId }
export const formEntry = (id: FormId): FormEntry => ({ id, ...FORMS[id] })

/** The forms an editor may place on a page section (the rest are fixed parts of the site). */
export const PAGE_FORM_IDS = FORM_IDS.filter((id) => {
  const fields: FormFields = FORMS[id].fields
  return (fields === 'full' || fields === 'stats') && !id.includes('modal')
})

/** The forms that open in a pop-up over a page. */
export const MODAL_FORM_IDS = FORM_IDS.filter((id) => id.includes('modal'))
