import { defineField } from 'sanity'

// The seed's reviews and before-and-after cards are written for the demo site: invented customers,
// illustrated yards. Each carries this flag so the launch checklist can say which are left, and
// staff untick it only when the document holds a real customer's words or photos of a real job.
export const sampleField = (what: string) =>
  defineField({
    name: 'sample',
    title: 'Sample content (replace before launch)',
    type: 'boolean',
    description: `Ticked on the demo ${what}. Replace the ${what} with a real one and untick this, or delete the document; "Before you go live" lists every one still ticked.`,
    initialValue: false,
  })
