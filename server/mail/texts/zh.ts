export default {
  greeting: '{{name}}，您好：',
  signature: 'Drape3D 团队',
  footer:
    '您收到此邮件是因为此地址在 Drape3D 上被使用。如果不是您本人操作，请忽略此邮件，一切不会改变。',
  linkFallback: '如果按钮无法使用，请将以下地址复制到浏览器中：',
  verify: {
    subject: '请验证您的 Drape3D 电子邮件地址',
    body: '请确认 {{email}} 是您的电子邮件地址，验证后即可购买、下载和管理许可证。',
    action: '验证我的电子邮件地址',
    expiry: '此链接仅可使用一次，将在 {{hours}} 小时后失效。',
  },
  reset: {
    subject: '重置您的 Drape3D 密码',
    body: '我们收到了重置账户 {{id}} 密码的请求。请通过下方链接设置新密码。',
    action: '设置新密码',
    expiry:
      '此链接仅可使用一次，将在 {{minutes}} 分钟后失效。如果您没有提出此请求，您的密码将保持不变。',
  },
}
