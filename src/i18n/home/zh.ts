export default {
  hero: {
    kicker: 'Drape3D 2026 全新发布',
    title: '以 3D 设计服装，让创意成真。',
    lead: '在一个工具中完成逼真服装的制版、试衣和渲染，将打样时间从数周缩短到数小时。',
    primary: '开始免费试用',
    secondary: '了解产品',
    stat1: { value: '200万+', label: '设计师' },
    stat2: { value: '190', label: '个国家' },
    stat3: { value: '80%', label: '实物样衣减少' },
  },
  features: {
    eyebrow: '为什么选择 Drape3D',
    title: '从版型的第一笔到最终渲染',
    more: '了解更多',
    items: {
      effortless: { title: '轻松直观', text: '按照您习惯的方式制版，立即在 3D 中缝合。' },
      allInOne: { title: '一体化', text: '面料、辅料、模特、试衣和渲染，尽在一个工作区。' },
      createFreely: { title: '自由创作', text: '无需样衣间，几分钟即可尝试配色、面料和版型。' },
      seamless: {
        title: '无缝工作流',
        text: '与团队使用的 CAD、PLM、游戏引擎和 3D 工具共享文件。',
      },
    },
  },
  news: {
    eyebrow: '新闻中心',
    title: '最新资讯',
    all: '全部资讯',
    empty: '暂无资讯，请稍后再来查看。',
  },
  closing: {
    title: '准备好以 3D 设计您的下一个系列了吗？',
    text: '为个人或整个团队选择方案，或与我们洽谈企业方案。',
    pricing: '查看价格',
    contact: '联系销售',
  },
  event: {
    title: '年终活动',
    text: '12 月底前购买新的年度许可证，额外赠送三个月。不要错过。',
    oneDay: '今天不再显示',
    cta: '查看优惠',
  },
  integrationBlocked: {
    title: '无法使用账户整合',
    text: '此账户无法与云衣橱平台关联：其整合已被阻止。请使用 Drape3D 账户登录，或联系我们获取帮助。',
    contact: '联系我们',
    close: '关闭',
  },
}
