// The newsletter box's POST, loaded with the form engine on the first touch (as lead-submission.ts
// is for the lead forms), so pages do not carry it.
export { submitNewsletter } from '@site/leads'
