export default {
  list: {
    label: '新闻文章',
    count: '共 {{total}} 篇，已显示 {{shown}} 篇',
    more: '加载更多',
    loadingMore: '正在加载更多…',
    loading: '正在加载文章…',
    empty: '暂无文章，请稍后再来。',
    failedTitle: '无法加载文章',
    failedText: '请稍后重试。',
    retry: '重试',
  },
  post: {
    back: '全部新闻',
    close: '关闭文章',
    loading: '正在加载文章…',
    failed: '无法加载文章，请重试。',
    retry: '重试',
    fullPage: '以页面打开',
  },
}
