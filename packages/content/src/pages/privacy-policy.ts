import type { Seed, Schema } from '../seed-types.ts'
import { pageId } from '../documents/ids.ts'
import { markdownToPortableText } from '../markdown.ts'
import { legalClosing, legalContact } from './legal-shared.ts'

const body = markdownToPortableText(`
**Last updated: November 28, 2026**

This Privacy Policy explains what information {company} ("we", "us") collects when you visit our website, request an estimate, call or text us, and how we use and protect it. By using the website you agree to the practices described here.

## Information We Collect

**Information you give us.** When you fill out an estimate, contact or quiz form we collect your first and last name, e-mail address, phone number, street address, city, ZIP code, the service you are interested in and anything you choose to write in a message. We also record which of the two consent boxes you ticked (see Text Messaging below), the exact wording beside each and its version, and when. When you sign up for our newsletter we collect your e-mail address and keep, as the record of your consent, the exact wording beside the newsletter box and its version, the time, the page and your device's internet address.

**Information collected automatically.** Like most websites, ours records the pages you visit, the address of the page that referred you, your browser type and the date and time of your visit. If you arrive from an advertisement or campaign link, we store the campaign details (such as utm_source and utm_campaign) in your browser's local storage for up to 90 days so we can tell which campaigns bring in customers. You can clear this at any time by clearing your browser's site data.

**Information from calls and visits.** When you call us or we visit your property, we keep notes about your property, the services performed, products applied and your service history.

## How We Use Your Information

- To respond to your request, prepare an estimate and schedule service
- To perform, invoice and follow up on the services you purchase
- To send service reminders and visit notes, offers by e-mail, and offers by text message only if you ticked the texting box
- To understand which pages and campaigns are useful, and to improve the website
- To meet our legal, licensing, tax and insurance obligations

## Text Messaging (SMS)

Our estimate, contact and quiz forms ask for two separate consents, each with its own box. (The newsletter sign-up has one box of its own, for the newsletter by e-mail only.)

- **The required box** lets us contact you about the request you send: we call, e-mail or text you to arrange and follow up on your estimate. We need it to answer you, and it does not sign you up for marketing messages.
- **The texting box** is optional and never ticked for you. If you tick it, you agree to receive recurring marketing text messages from {company}, such as seasonal offers and visit reminders, at the mobile number you give. Leave it empty and you still get your estimate and can buy any of our services: consent to marketing texts is not a condition of any purchase.

With your request we keep, as the record of your consent, whether you ticked each box, the exact wording beside each and its version, the time, the page and your device's internet address. Texting us first also lets us reply to your message.

- You must be 18 years of age or older to tick the texting box or use our text messaging service.
- Message frequency varies with the season, your requests and your scheduled service.
- Message and data rates may apply, according to your mobile carrier's plan.
- Reply **STOP** at any time to opt out; you will receive one message confirming it. Reply **HELP** for help, or call {phone}.
- You can also withdraw consent on our [opt-out page](/opt-out), by e-mail to {email}, by calling {phone} or in any other reasonable way. We honor every request within 10 business days, as the FCC's rules require, and a STOP reply to our texts well within the 15 days Florida's telemarketing law allows, usually the same day.

**No mobile information will be shared with third parties or affiliates for marketing or promotional purposes.** Text messaging opt-in data and consent are never shared with third parties, and never sold or rented; the only others who hold them are the service providers that keep our customer records and send our texts, and only to do that work for us.

## How We Share Information

We do not sell or rent your personal information. We share it only:

- With service providers who work for us, such as website hosting, customer management, payment processing and scheduling software, under agreements that limit their use of it to serving us
- When required by law, subpoena or a government request, or to protect the rights, property or safety of our customers, employees or the public
- With a buyer or successor if our business is sold or reorganized, under the terms of this policy

## How Long We Keep It

- **Estimate requests** sent through this website, with the e-mails and visit times that go with them, are kept for {retentionYears} years. Every day our website deletes the requests that have reached that age.
- **Newsletter sign-ups** are kept until you ask us to delete them.
- **Requests to stop** texts or e-mails are kept without a time limit, because they are what keeps us from contacting you again. They hold only the e-mail address or phone number you gave, what you asked us to stop, and when and where you asked.
- **Customer and service records** in our office's own files are kept as long as licensing, warranty, tax and insurance rules require, then deleted.
- **Backups.** We back up the website's request records. Each backup is kept for {backupDays} days and then removed, so a request we delete can remain in a backup for up to {backupDays} more days. We never restore a deleted request from a backup.

## Security

We protect your information with encrypted connections (HTTPS), access limited to staff who need it and service providers that meet industry security standards. No system is perfectly secure, so we cannot guarantee absolute security, but we will notify you as the law requires if a breach affects your information.

## Your Choices

- **E-mail:** use the unsubscribe link in any marketing e-mail.
- **Text messages:** reply STOP to any message, or use our [opt-out page](/opt-out).
- **Access, correction and deletion:** e-mail {email} or call {phone} and we will respond within 30 days. When you ask us to delete your information, our office deletes it within 30 days: every estimate request made with your e-mail address or phone number, with the e-mails and visit times that go with it, and your newsletter sign-up are removed from the website's records, and the copy of your request in our customer-management software is deleted too. We keep only a request to stop contacting you, if you made one. Backups are removed as described above.
- **Cookies and local storage:** your browser settings let you block or delete them; the website still works without them.

## Children's Privacy

Our website and services are meant for adults. We do not knowingly collect personal information from children under 13, and our text messaging service is only for people 18 or older. If you believe a child has sent us information, contact us and we will delete it.

## Changes to This Policy

We may update this policy from time to time. The date at the top shows the latest version; significant changes will be posted on this page before they take effect.

## Contact Us

Questions about this policy or your information? Call {phone}, e-mail {email}, or write to us at the address below.
`)

export const privacyPolicyPage: Seed<Schema.Page> = {
  _id: pageId('/privacy-policy'),
  _type: 'page',
  title: 'Privacy Policy',
  path: '/privacy-policy',
  kind: 'legal',
  hero: {
    _type: 'hero',
    heading: 'Privacy Policy',
    text: 'How {company} collects, uses and protects your information, including our text messaging terms.',
    showPhone: false,
  },
  sections: [{ _type: 'richText', body }, legalContact, legalClosing],
  seo: {
    _type: 'seo',
    title: 'Privacy Policy | {company}',
    description: 'How {company} collects, uses and protects your personal information, and the terms of our text messaging service.',
  },
}
