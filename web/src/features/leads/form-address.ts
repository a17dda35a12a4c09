import { usePathname } from 'next/navigation'

/**
 * Where a form posts without scripts (useActionState's permalink): the page it is on, and the form's
 * id as the fragment. The fragment names the form among the page's others (the header's pop-up and a
 * page form share their action) and gives the form element a real address (React would otherwise
 * write action="", invalid HTML). No element carries that id, so the page shown again is not scrolled
 * to it: the browser focuses the first field with a message instead (autofocus), which it skips when
 * the address names an element.
 */
export function useFormAddress(formId: string): string {
  return `${usePathname()}#${formId}`
}
