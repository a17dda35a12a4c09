import { defineField, defineType, type ValidationContext } from 'sanity'
import { HomeIcon } from '@sanity/icons/Home'
import { expandZipCodes } from '@site/sanity/zip-codes'

// A neighborhood or community a town page lists, with the ZIP code it sits in. The ZIP must be one of
// the town's own ZIP codes: those are what the ZIP check answers from, so a visitor who reads
// "San Marco" on the Jacksonville page and types a San Marco ZIP is told we come to their street.

function inTownZips(zip: string | undefined, context: ValidationContext) {
  if (!zip) return true
  const townZips = (context.document as { zipCodes?: string[] } | undefined)?.zipCodes ?? []
  return expandZipCodes(townZips).includes(zip)
    ? true
    : `${zip} is not one of this town's ZIP codes, so the ZIP check would not send a visitor here. Add the ZIP code to the town (if we serve it) or list the area under the town that has it.`
}

export const townArea = defineType({
  name: 'townArea',
  title: 'Area',
  type: 'object',
  icon: HomeIcon,
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: 'A neighborhood or community people here would recognize, for example "San Marco". Not a creek or a road.',
      validation: (rule) => rule.required().max(50),
    }),
    defineField({
      name: 'zip',
      title: 'ZIP code',
      type: 'string',
      description: "The five-digit ZIP code most addresses in this area have. It must be one of the town's ZIP codes above.",
      // Two rules, so each keeps its own message: the format one, then the town's ZIP codes.
      validation: (rule) => [
        rule
          .required()
          .regex(/^\d{5}$/, { name: 'five digits' })
          .error('Write the five-digit ZIP code, for example 32207.'),
        rule.custom(inTownZips),
      ],
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'zip' } },
})
