// The offline stand-in for the advisory database, used by scripts/tools/audit.ts only when
// `pnpm audit` cannot reach the registry's advisory endpoint: the advisories of the site's own framework
// and the ones most often found in JavaScript trees (2024-2025). `vulnerable` is the advisory's own
// range of affected versions, in the notation npm and GitHub advisories use; `semver` reads it.
// Not a substitute for `pnpm audit` (docs/security.md, "Dependencies").
import { satisfies } from 'semver'

export type Advisory = { name: string; id: string; severity: 'moderate' | 'high' | 'critical'; summary: string; vulnerable: string }

export const KNOWN: Advisory[] = [
  {
    name: 'next',
    id: 'CVE-2025-29927',
    severity: 'critical',
    summary: 'middleware bypass with x-middleware-subrequest',
    vulnerable: '>=11.1.4 <12.3.5 || >=13.0.0 <13.5.9 || >=14.0.0 <14.2.25 || >=15.0.0 <15.2.3',
  },
  {
    name: 'next',
    id: 'CVE-2025-66478',
    severity: 'critical',
    summary: 'remote code execution through React Server Components (React2Shell)',
    vulnerable:
      '>=15.0.0 <15.0.5 || >=15.1.0 <15.1.9 || >=15.2.0 <15.2.6 || >=15.3.0 <15.3.6 || >=15.4.0 <15.4.8 || >=15.5.0 <15.5.7 || >=16.0.0 <16.0.7',
  },
  {
    name: 'next',
    id: 'CVE-2025-57822',
    severity: 'moderate',
    summary: 'SSRF through middleware redirect handling',
    vulnerable: '>=0.9.9 <14.2.32 || >=15.0.0 <15.4.7',
  },
  {
    name: 'next',
    id: 'CVE-2025-55173',
    severity: 'moderate',
    summary: 'content injection through the image optimizer',
    vulnerable: '>=0.9.9 <14.2.31 || >=15.0.0 <15.4.5',
  },
  {
    name: 'next',
    id: 'CVE-2024-51479',
    severity: 'high',
    summary: 'authorization bypass for pages at the root',
    vulnerable: '>=9.5.5 <14.2.15',
  },
  {
    name: 'next',
    id: 'CVE-2024-46982',
    severity: 'high',
    summary: 'cache poisoning of pages',
    vulnerable: '>=13.5.1 <13.5.7 || >=14.0.0 <14.2.10',
  },
  {
    name: 'react-server-dom-webpack',
    id: 'CVE-2025-55182',
    severity: 'critical',
    summary: 'remote code execution in Server Functions',
    vulnerable: '>=19.0.0 <19.0.1 || >=19.1.0 <19.1.2 || >=19.2.0 <19.2.1',
  },
  {
    name: 'react-server-dom-turbopack',
    id: 'CVE-2025-55182',
    severity: 'critical',
    summary: 'remote code execution in Server Functions',
    vulnerable: '>=19.0.0 <19.0.1 || >=19.1.0 <19.1.2 || >=19.2.0 <19.2.1',
  },
  {
    name: 'undici',
    id: 'CVE-2025-22150',
    severity: 'moderate',
    summary: 'predictable multipart boundary',
    vulnerable: '>=4.5.0 <5.28.5 || >=6.0.0 <6.21.1 || >=7.0.0 <7.2.3',
  },
  {
    name: 'form-data',
    id: 'CVE-2025-7783',
    severity: 'critical',
    summary: 'predictable multipart boundary',
    vulnerable: '<2.5.4 || >=3.0.0 <3.0.4 || >=4.0.0 <4.0.4',
  },
  {
    name: 'axios',
    id: 'CVE-2025-58754',
    severity: 'high',
    summary: 'memory exhaustion from data: URLs',
    vulnerable: '<0.30.2 || >=1.0.0 <1.12.0',
  },
  {
    name: 'nanoid',
    id: 'CVE-2024-55565',
    severity: 'moderate',
    summary: 'predictable ids for non-integer sizes',
    vulnerable: '<3.3.8 || >=4.0.0 <5.0.9',
  },
  { name: 'cookie', id: 'CVE-2024-47764', severity: 'moderate', summary: 'cookie name, path and domain injection', vulnerable: '<0.7.0' },
  {
    name: 'path-to-regexp',
    id: 'CVE-2024-45296',
    severity: 'high',
    summary: 'ReDoS in route patterns',
    vulnerable: '<0.1.10 || >=2.0.0 <3.3.0 || >=4.0.0 <6.3.0 || >=7.0.0 <8.0.0',
  },
  { name: 'cross-spawn', id: 'CVE-2024-21538', severity: 'high', summary: 'ReDoS', vulnerable: '<6.0.6 || >=7.0.0 <7.0.5' },
  {
    name: 'ws',
    id: 'CVE-2024-37890',
    severity: 'high',
    summary: 'crash from many headers',
    vulnerable: '>=2.1.0 <5.2.4 || >=6.0.0 <6.2.3 || >=7.0.0 <7.5.10 || >=8.0.0 <8.17.1',
  },
  {
    name: 'semver',
    id: 'CVE-2022-25883',
    severity: 'moderate',
    summary: 'ReDoS in ranges',
    vulnerable: '<5.7.2 || >=6.0.0 <6.3.1 || >=7.0.0 <7.5.2',
  },
  { name: 'postcss', id: 'CVE-2023-44270', severity: 'moderate', summary: 'line return parsing', vulnerable: '<8.4.31' },
  {
    name: 'brace-expansion',
    id: 'CVE-2025-5889',
    severity: 'moderate',
    summary: 'ReDoS',
    vulnerable: '>=1.0.0 <1.1.12 || >=2.0.0 <2.0.2 || >=3.0.0 <3.0.1 || >=4.0.0 <4.0.1',
  },
  { name: 'braces', id: 'CVE-2024-4068', severity: 'high', summary: 'memory exhaustion', vulnerable: '<3.0.3' },
  { name: 'micromatch', id: 'CVE-2024-4067', severity: 'moderate', summary: 'ReDoS', vulnerable: '<4.0.8' },
  {
    name: 'tar-fs',
    id: 'CVE-2025-48387',
    severity: 'high',
    summary: 'path traversal when extracting',
    vulnerable: '<1.16.5 || >=2.0.0 <2.1.3 || >=3.0.0 <3.0.9',
  },
  { name: 'on-headers', id: 'CVE-2025-7339', severity: 'moderate', summary: 'header manipulation', vulnerable: '<1.1.0' },
  { name: 'sha.js', id: 'CVE-2025-9288', severity: 'critical', summary: 'hash rewind from crafted input', vulnerable: '<2.4.12' },
  { name: 'cipher-base', id: 'CVE-2025-9287', severity: 'critical', summary: 'hash rewind from crafted input', vulnerable: '<1.0.5' },
  {
    name: 'pbkdf2',
    id: 'CVE-2025-6545',
    severity: 'critical',
    summary: 'predictable output for some algorithms',
    vulnerable: '>=3.0.10 <3.1.3',
  },
  { name: 'dompurify', id: 'CVE-2025-26791', severity: 'moderate', summary: 'mutation XSS', vulnerable: '<3.2.4' },
  {
    name: 'follow-redirects',
    id: 'CVE-2024-28849',
    severity: 'moderate',
    summary: 'Proxy-Authorization kept across hosts',
    vulnerable: '<1.15.6',
  },
  { name: 'tough-cookie', id: 'CVE-2023-26136', severity: 'moderate', summary: 'prototype pollution', vulnerable: '<4.1.3' },
  { name: 'body-parser', id: 'CVE-2024-45590', severity: 'high', summary: 'denial of service with url encoding', vulnerable: '<1.20.3' },
  { name: 'send', id: 'CVE-2024-43799', severity: 'moderate', summary: 'template injection', vulnerable: '<0.19.0' },
  { name: 'express', id: 'CVE-2024-43796', severity: 'moderate', summary: 'XSS in redirects', vulnerable: '<4.20.0' },
  {
    name: 'js-yaml',
    id: 'CVE-2025-64718',
    severity: 'moderate',
    summary: 'prototype pollution in merge keys',
    vulnerable: '<3.14.2 || >=4.0.0 <4.1.1',
  },
  {
    name: 'glob',
    id: 'CVE-2025-64756',
    severity: 'high',
    summary: 'command injection in the glob CLI',
    vulnerable: '>=10.2.0 <10.5.0 || >=11.0.0 <11.1.0',
  },
  { name: 'linkifyjs', id: 'CVE-2025-8101', severity: 'high', summary: 'prototype pollution', vulnerable: '<4.3.2' },
  { name: 'prismjs', id: 'CVE-2024-53382', severity: 'moderate', summary: 'DOM clobbering', vulnerable: '<1.30.0' },
]

/** Whether `version` is in the advisory's affected range; a pre-release counts as the version it leads to. */
export const affects = (advisory: Advisory, version: string): boolean =>
  satisfies(version, advisory.vulnerable, { includePrerelease: true })
