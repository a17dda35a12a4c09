/** A full form's contact fields as a visitor types them, for the tests of what a submission becomes. */
export const SAMPLE_CONTACT = {
  firstName: 'Dana',
  lastName: 'Whitfield',
  email: 'dana@example.com',
  phone: '(904) 555-0142',
  address: '1200 Riverside Ave',
  city: 'Jacksonville',
  zipCode: '32204',
}
