export default {
  legal: {
    title: '整合账户条款说明',
    text: '您的账户已与合作伙伴的时尚平台整合，因此适用整合账户的服务条款。',
    dates: '这些条款自{{effective}}起生效，其争议解决条款自{{disputes}}起适用。',
    terms: '阅读服务条款',
    dismiss: '不再显示',
    note: '关闭此通知后，它将不再出现。',
  },
  marketing: {
    title: '请介绍一下贵公司',
    lead: '请告诉我们是否订阅新闻通讯、使用哪种语言以及贵公司所在的行业，我们只会向您发送有用的信息。',
    newsletter: '订阅 Drape3D 新闻通讯（新版本、教程和优惠）',
    language: '首选语言',
    occupation: '职业',
    industry: '行业',
    choose: '请选择',
    missing: {
      occupation: '请选择您的职业。',
      industry: '请选择贵公司的行业。',
    },
    save: '保存',
    saving: '正在保存…',
    later: '以后再说',
    laterHint: '现在关闭的话，我们明天会再次询问。',
    error: '无法保存您的回答（代码 {{code}}）。已填写的内容都还在，请重试。',
  },
  survey: {
    title: '网站用起来怎么样？',
    text: '您找到所需的内容了吗？请用几句话告诉我们哪些地方好用、哪些地方不方便：团队会阅读每一条意见。',
    cta: '发送意见',
    later: '以后再说',
  },
  promotions: {
    oneDay: '一天内不再显示',
    lifetime: '不再显示',
    linux: {
      title: 'Drape3D Linux 版现已推出',
      text: '现在 Drape3D 也能在 Linux 工作站上运行。请在此页面下载 Linux 版，使用 Linux 许可证运行。',
      cta: '查看 Linux 价格',
    },
    sync: {
      title: '与云衣橱同步',
      text: '您的账户已关联云衣橱：保存在那里的服装可以与 Drape3D 同步。关联可在账户页面管理。',
      cta: '打开我的账户',
    },
  },
  languages: { en: 'English', ko: '한국어', ja: '日本語', zh: '简体中文' },
}
