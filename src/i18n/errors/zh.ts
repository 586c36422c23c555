export default {
  page: {
    forbidden: { title: '禁止访问', text: '您没有权限打开此页面。' },
    notFound: { title: '页面未找到', text: '您要查找的页面不存在或已移动。' },
    unexpected: { title: '意外错误', text: '我们这边出了点问题，请稍后再试。' },
    other: { title: '出现问题', text: '无法显示此页面。如果问题持续存在，请联系我们。' },
    storeMoved: '商店已迁移至 Drape Connect 平台。请在那里查找素材和插件。',
  },
  actions: {
    main: '返回首页',
    pricing: '价格',
    helpCenter: '帮助中心',
    contact: '联系我们',
    connect: '前往 Connect',
  },
  popup: {
    title: '错误',
    text: '处理您的请求时发生错误。',
    contact: '联系我们',
    send: '发送错误代码',
    sending: '发送中…',
    sent: '谢谢。错误代码已发送给我们的支持团队。',
    sendFailed: '错误代码发送失败。请改为联系我们。',
  },
  maintenance: {
    title: '抱歉，我们正在进行系统维护。',
    text: '我们会尽快恢复服务。感谢您的耐心等待。',
    linksLabel: '常用链接',
    home: '首页',
    contact: '联系我们',
    helpCenter: '帮助中心',
  },
}
