import type { Seed, Schema } from '../seed-types.ts'
import { pageId } from '../documents/ids.ts'
import { markdownToPortableText } from '../markdown.ts'
import { legalClosing, legalContact } from './legal-shared.ts'

const body = markdownToPortableText(`
**Last updated: November 28, 2026**

These Terms of Use govern your use of the {company} website and our text messaging service. By using the website or submitting a form you agree to them. If you do not agree, please do not use the website.

## Our Website

The information on this website, including service descriptions, lawn and pest advice and articles, is general information for homeowners in North Florida. It is not a substitute for an inspection of your property. Conditions differ from yard to yard, so results described on the website are examples, not promises for your property.

You agree to use the website only for lawful purposes, not to interfere with its operation, and not to submit false information or someone else's contact details in a form.

## Estimates, Prices and Offers

- Prices on this website are monthly prices for lawns up to {includedSqft} sq ft. Larger lawns add {extraPer1000} a month for each additional 1,000 sq ft. Your written estimate, based on your property, is the price that applies.
- The online price estimator gives an approximate figure for planning only; it is not an offer or a contract.
- Special offers, such as a free first treatment for new customers or a free 4th treatment with a new lawn program, apply as described on the offer, to new customers in our service area, and may change or end at any time. Offers have no cash value.
- Plans are month-to-month with no long-term contract. You may cancel with notice before your next scheduled visit; services already performed are payable.
- We accept cash, check and credit card.

## Service Visits

Lawn, tree and shrub and mosquito treatments are performed outdoors and usually do not require you to be home. You agree to give us access to the treated areas, keep gates unlocked on service days and keep pets indoors during treatment. Children and pets should stay off treated areas for {reentryHours} hours, until products have dried. Weather may move a visit; we reschedule as soon as conditions allow.

## Text Messaging Terms

Our estimate, contact and quiz forms ask for two separate consents:

- **The required box** lets {company} call, e-mail and text you about the request you send, to arrange and follow up on your estimate. It does not sign you up for marketing messages.
- **The optional texting box**, never ticked for you, is your agreement to receive recurring marketing text messages from {company}, such as seasonal offers and visit reminders, at the mobile number you give. You may leave it empty and still request an estimate and buy our services.

Texting us first is consent to a reply about your message. For all our text messages:

- You must be 18 years of age or older to tick the texting box or use the text messaging service.
- Message frequency varies.
- Message and data rates may apply.
- Reply **STOP** to any message to opt out. Reply **HELP** for help, or call {phone}.
- You may also withdraw consent to texts or e-mails on our [opt-out page](/opt-out) or in any other reasonable way; we honor it within 10 business days.
- Consent to receive marketing text messages is not a condition of purchase.
- Mobile carriers are not liable for delayed or undelivered messages.
- Mobile opt-in data and consent are never shared with third parties; only the service providers that send our texts and keep our records hold them, to do that work for us. See our [Privacy Policy](/privacy-policy) for details.

## Intellectual Property

The text, illustrations, logos and design of this website belong to {company} or its licensors and are protected by copyright and trademark law. You may view and print pages for your own, non-commercial use; any other copying or reuse requires our written permission.

## Links to Other Websites

The website may link to other sites, such as our social media profiles. We are not responsible for their content or their privacy practices.

## Disclaimer and Limitation of Liability

The website is provided "as is" and "as available", without warranties of any kind, to the fullest extent permitted by law. We do not guarantee that the website will be uninterrupted or free of errors. To the fullest extent permitted by Florida law, {company} is not liable for any indirect, incidental or consequential damages arising from your use of the website. Nothing in these terms limits our responsibility for the services we perform at your property.

## Governing Law

These terms are governed by the laws of the State of Florida. Any dispute about them will be resolved in the state or federal courts located in Duval County, Florida.

## Changes to These Terms

We may update these terms from time to time. The date at the top shows the current version; continuing to use the website after a change means you accept the updated terms.

## Contact Us

Questions about these terms? Call {phone}, e-mail {email}, or write to us at the address below.
`)

export const termsOfUsePage: Seed<Schema.Page> = {
  _id: pageId('/terms-of-use'),
  _type: 'page',
  title: 'Terms of Use',
  path: '/terms-of-use',
  kind: 'legal',
  hero: {
    _type: 'hero',
    heading: 'Terms of Use',
    text: 'The terms for using the {company} website, our estimates and offers, and our text messaging service.',
    showPhone: false,
  },
  sections: [{ _type: 'richText', body }, legalContact, legalClosing],
  seo: {
    _type: 'seo',
    title: 'Terms of Use | {company}',
    description: 'Terms for using the {company} website, online estimates, special offers and our text messaging service.',
  },
}
