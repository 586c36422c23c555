export default {
  text: 'メールアドレスが確認されていません。',
  action: 'メールを再送信',
}
