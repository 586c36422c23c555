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
  'FEED-1': {
    text: 'The spotlight feed searches the community posts of category 110 with the product tag, 12 a page, latest first, and a keyword when the visitor gives one.',
    spec: '3 §3, §7, §9',
    sentence:
      'Spotlight list page size 12; carousel default 4. News category 100, spotlight category 110, tag {product} fixed. Default sort is latest.',
  },
  'FEED-2': {
    text: 'The next page of the feed repeats the lastSort of the page before as searchAfter, and its posts are added to the list.',
    spec: '3 §3, §7',
    sentence:
      'GET /api/community/post/search with query category, tags, keyword, pageSize, searchAfter (repeated). The response holds posts, totalCount, pageSize, lastSort.',
  },
  'FEED-3': {
    text: 'More posts are offered only while the feed lists fewer than its totalCount and a lastSort came with the last page.',
    spec: '3 §3, §7',
    sentence: 'Search result: posts, totalCount, pageSize, lastSort.',
  },
  'FEED-4': {
    text: 'A failed community call is kept as its status, message and code, the message being the server message or the fallback "unknown error occurred" in Korean; the feed keeps what it listed and may be asked again.',
    spec: '3 §8',
    sentence:
      'Community client errors are normalised to status, message and code. The message is the server message, or a fallback "unknown error occurred" in Korean. A not-found helper throws status 404.',
  },
  'FEED-5': {
    text: 'A new keyword starts the search again from the first page.',
    spec: '3 §3, §7',
    sentence:
      'Search parameters: category, tags, keyword, pageSize, searchAfter (repeated), sortBy.',
  },
  'SPOT-1': {
    text: 'A spotlight post is read by GET /api/community/post/{id}; a post the server does not know (404) is not found.',
    spec: '3 §7, §8',
    sentence: 'GET /api/community/post/{id}. A not-found helper throws status 404.',
  },
  'SPOT-2': {
    text: 'Under a post, related posts are asked by the post id, its category and its creator.',
    spec: '3 §3, §7',
    sentence: 'Related posts are requested by postId, categories and creatorIds.',
  },
  'SPOT-3': {
    text: 'A post can be translated into the page language (toLanguage is its content language) and shown again as written.',
    spec: '3 §3, §7',
    sentence: 'Post translation is requested with toLanguage.',
  },
  'SPOT-4': {
    text: 'Copying the share link sets the "copied" indicator.',
    spec: '3 §2',
    sentence: 'Copying the share link sets a "copied" indicator.',
  },
  'FEAT-1': {
    text: 'The new-features page asks for the release of the chosen version in the content language of the page: version 12 from the archive bundled with the site, 12.1 and 12.2 from GET releases/{version}/features?lang.',
    spec: '3 §7',
    sentence:
      'GET {api}/releases and GET {api}/releases/{version}/features?lang={lang}. Features for version 12 come only from an archive bundled with the site.',
  },
  'FEAT-2': {
    text: 'A version shows its main visual, key features, other features (an image or a webm and mp4 video pair), manual links and patch notes (features and fixes).',
    spec: '3 §2, §3',
    sentence:
      'A new-features page per version has a main visual, a manual link and responsive images at 768px and 375px widths.',
  },
  'FEAT-3': {
    text: 'A failed release fetch clears the new-feature data: no feature of any version stays shown; the visitor may retry.',
    spec: '3 §8',
    sentence: 'Release fetch failure clears the new-feature data.',
  },
  'FEAT-4': {
    text: 'The visitor chooses among the versions 12, 12.1 and 12.2; another version is asked for, the one shown is not asked again.',
    spec: '3 §2, §9',
    sentence: 'Supported feature versions: 12, 12.1, 12.2.',
  },
  'FEAT-5': {
    text: 'Manual links go to the help centre with the language segment of the page language: en-us, ko, ja, zh-cn.',
    spec: '3 §2',
    sentence: 'Manual links use the help-centre base with a language segment.',
  },
  'HELP-1': {
    text: 'The support page shows the FAQ and the help articles of the fixed sections in the help-centre language of the page (en-us, ko, ja, zh-cn); a failure empties them and offers a retry.',
    spec: '3 §2, §3, §7',
    sentence:
      'The FAQ list is fetched per language (from the help-desk routes and also from a static JSON per language). The request carries lang. Sections and articles are requested by lang and sectionId.',
  },
  'TUTO-1': {
    text: 'The tutorials page lists GetTutorialList and opens a tutorial by GetTutorialView with its Seq and the content language.',
    spec: '3 §7',
    sentence: 'GET GetTutorialList, GET GetTutorialView?Seq&Language.',
  },
  'TUTO-2': {
    text: 'A tutorial call whose errCode is not 0 fails as "{errCode}:{errMsg}"; the page shows a translated message for it.',
    spec: '3 §7, §8',
    sentence: 'Tutorial calls throw "{errCode}:{errMsg}" when errCode is not 0.',
  },
})
