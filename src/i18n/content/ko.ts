export default {
  list: {
    label: '뉴스 게시물',
    count: '전체 {{total}}개 중 {{shown}}개',
    more: '더 보기',
    loadingMore: '더 불러오는 중…',
    loading: '게시물을 불러오는 중…',
    empty: '아직 게시물이 없습니다. 곧 다시 방문해 주세요.',
    failedTitle: '게시물을 불러오지 못했습니다',
    failedText: '잠시 후 다시 시도해 주세요.',
    retry: '다시 시도',
  },
  post: {
    back: '전체 뉴스',
    close: '게시물 닫기',
    loading: '게시물을 불러오는 중…',
    failed: '게시물을 불러오지 못했습니다. 다시 시도해 주세요.',
    retry: '다시 시도',
    fullPage: '페이지로 열기',
  },
}
