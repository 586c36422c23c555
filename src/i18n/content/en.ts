export default {
  list: {
    label: 'News posts',
    count: '{{shown}} of {{total}} posts',
    more: 'Load more',
    loadingMore: 'Loading more…',
    loading: 'Loading the posts…',
    empty: 'No posts yet. Please come back soon.',
    failedTitle: 'The posts could not be loaded',
    failedText: 'Please try again in a moment.',
    retry: 'Try again',
  },
  post: {
    back: 'All news',
    close: 'Close the post',
    loading: 'Loading the post…',
    failed: 'The post could not be loaded. Please try again.',
    retry: 'Try again',
    fullPage: 'Open as a page',
  },
}
