import { describe, expect, it } from 'vitest'
import { markdownToPortableText } from './markdown.ts'

const span = (text: string, marks: string[] = []) => ({ _type: 'span', text, marks })

describe('article Markdown to Portable Text', () => {
  it('turns headings, paragraphs, lists, bold, italic and links into blockContent blocks', () => {
    const blocks = markdownToPortableText(
      [
        '## Watering',
        'St. Augustine grass wants **3/4 inch** at a time,',
        'in the *early morning*; see [the watering days](/blog/watering-schedule).',
        '',
        '### When',
        '',
        '- Before 10 a.m.',
        '- Never at [dusk](https://example.com/dusk)',
        '',
        '1. Check the rain gauge',
        '2. Run one zone',
      ].join('\n'),
    )
    expect(blocks).toEqual([
      { _type: 'block', style: 'h2', markDefs: [], children: [span('Watering')] },
      {
        _type: 'block',
        style: 'normal',
        markDefs: [{ _type: 'link', _key: 'link0', href: '/blog/watering-schedule' }],
        children: [
          span('St. Augustine grass wants '),
          span('3/4 inch', ['strong']),
          span(' at a time, in the '),
          span('early morning', ['em']),
          span('; see '),
          span('the watering days', ['link0']),
          span('.'),
        ],
      },
      { _type: 'block', style: 'h3', markDefs: [], children: [span('When')] },
      { _type: 'block', style: 'normal', listItem: 'bullet', level: 1, markDefs: [], children: [span('Before 10 a.m.')] },
      {
        _type: 'block',
        style: 'normal',
        listItem: 'bullet',
        level: 1,
        markDefs: [{ _type: 'link', _key: 'link0', href: 'https://example.com/dusk' }],
        children: [span('Never at '), span('dusk', ['link0'])],
      },
      { _type: 'block', style: 'normal', listItem: 'number', level: 1, markDefs: [], children: [span('Check the rain gauge')] },
      { _type: 'block', style: 'normal', listItem: 'number', level: 1, markDefs: [], children: [span('Run one zone')] },
    ])
  })

  it.each([
    ['a # title', '# Spring lawn care'],
    ['a heading below ###', '#### Step one'],
    ['an image', '![A lawn](/lawn.png)'],
    ['a table', '| a | b |\n| - | - |\n| 1 | 2 |'],
    ['a quote', '> Said a customer'],
    ['inline HTML', 'Call <b>now</b>'],
    ['a code block', '```\nrm -rf\n```'],
  ])('stops the seed at %s, which the rich-text field cannot hold', (_, markdown) => {
    expect(() => markdownToPortableText(`## Heading\n\n${markdown}\n`)).toThrow(/Not in the Markdown subset/)
  })
})
