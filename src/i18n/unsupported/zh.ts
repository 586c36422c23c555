export default {
  title: '不支持您的浏览器',
  text: '请升级到较新的浏览器以使用本网站。',
  minimum: '最低版本：',
}
