export default {
  title: '지원하지 않는 브라우저입니다',
  text: '이 사이트를 이용하려면 최신 브라우저로 업그레이드해 주세요.',
  minimum: '최소 버전:',
}
