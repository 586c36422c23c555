import { defineRules } from '../core/types.ts'

/** Business rules of the content lists and posts (spec 3 §2, §4, §7, §8, §9), cited by the content machines. */
export const rules = defineRules({
  'LIST-1': {
    text: 'A list page asks GetList with a page and a page size, filtered by the article type and the content language.',
    spec: '3 §7',
    sentence:
      'GetList: payload page, pagesize (or pageSize), keyVals as key and val pairs (articleType: news, CaseStudy or another type; lang: en, cn, kr, jp).',
  },
  'LIST-2': {
    text: 'Load more in the incremental mode asks the next page with the same page size and adds its posts to the list.',
    spec: '3 §2, §7',
    sentence:
      'List pages use a page and page size, either incremental or cumulative (page 1, size current page times page size).',
  },
  'LIST-3': {
    text: 'Load more in the cumulative mode asks page 1 with the size current page times page size and replaces the list.',
    spec: '3 §7',
    sentence:
      'List pages use a page and page size, either incremental or cumulative (page 1, size current page times page size).',
  },
  'LIST-4': {
    text: 'Load state 1 means loaded with items; load state -1 means empty or failed.',
    spec: '3 §4',
    sentence: 'Load state 1 means loaded with items. Load state -1 means empty or failed.',
  },
  'LIST-5': {
    text: 'While a list loads, 20 blank placeholder cards are shown.',
    spec: '3 §4, §9',
    sentence: 'While loading, 20 blank placeholder cards are shown.',
  },
  'LIST-6': {
    text: 'A failed GetList empties the list, resets the count and sets load state -1; the visitor may retry from the first page.',
    spec: '3 §8',
    sentence:
      'Content list errCode not 0: the list is emptied, the count reset, and load state -1.',
  },
  'LIST-7': {
    text: 'The load-more button is offered only while the list holds fewer posts than its total count.',
    spec: '3 §2, §3',
    sentence: 'News and case list pages: paging and a load-more button.',
  },
  'POST-1': {
    text: 'A post is read by GetView with its sequence number and the content language.',
    spec: '3 §2, §7',
    sentence:
      'GetView: payload seq and lang. Reads result.errCode and info. If info is missing, redirect.',
  },
  'POST-2': {
    text: 'A post that GetView answers without info is missing: the visitor is sent to the route the caller supplied (the list by default).',
    spec: '3 §2, §7, §8',
    sentence:
      'Detail view by sequence number. If the content is missing, the user is redirected to a route supplied by the caller.',
  },
  'POST-3': {
    text: 'A GetView answer whose errCode is not 0 changes nothing: no post and no redirect; the visitor may retry.',
    spec: '3 §8',
    sentence: 'Content detail errCode not 0: nothing happens; a missing info redirects.',
  },
})
