export default {
  list: {
    label: 'ニュース記事',
    count: '全 {{total}} 件中 {{shown}} 件',
    more: 'もっと見る',
    loadingMore: '読み込み中…',
    loading: '記事を読み込んでいます…',
    empty: 'まだ記事がありません。またお越しください。',
    failedTitle: '記事を読み込めませんでした',
    failedText: 'しばらくしてからもう一度お試しください。',
    retry: '再試行',
  },
  post: {
    back: 'ニュース一覧',
    close: '記事を閉じる',
    loading: '記事を読み込んでいます…',
    failed: '記事を読み込めませんでした。もう一度お試しください。',
    retry: '再試行',
    fullPage: 'ページとして開く',
  },
}
