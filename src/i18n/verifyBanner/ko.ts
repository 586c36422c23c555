export default {
  text: '이메일 주소가 인증되지 않았습니다.',
  action: '이메일 다시 보내기',
}
