export default {
  text: '您的电子邮件地址尚未验证。',
  action: '重新发送邮件',
}
